#import "M2Tile.h"

@implementation M2Tile

- (instancetype)init
{
  if (self = [super init]) {
    // Set up value label.
    _value = [SKLabelNode labelNodeWithFontNamed:[GSTATE boldFontName]];
  }
  return self;
}

@end
