#import "M2Theme.h"

@implementation M2DefaultTheme

+ (NSString *)boldFontName
{
  return @"AvenirNext-DemiBold";
}


+ (NSString *)regularFontName
{
  return @"AvenirNext-Regular";
}

@end
