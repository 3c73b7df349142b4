#import "WPFontManager.h"
#import <CoreText/CoreText.h>

@implementation WPFontManager

static NSString * const FontTypeTTF = @"ttf";
static NSString * const FontTypeOTF = @"otf";

#pragma mark - Noto Fonts

static NSString* const NotoBoldFontName = @"NotoSerif-Bold";
static NSString* const NotoBoldFileName = @"NotoSerif-Bold";
static NSString* const NotoBoldItalicFontName = @"NotoSerif-BoldItalic";
static NSString* const NotoBoldItalicFileName = @"NotoSerif-BoldItalic";
static NSString* const NotoItalicFontName = @"NotoSerif-Italic";
static NSString* const NotoItalicFileName = @"NotoSerif-Italic";
static NSString* const NotoRegularFontName = @"NotoSerif";
static NSString* const NotoRegularFileName = @"NotoSerif-Regular";

#pragma mark - Private Methods

+ (UIFont *)fontNamed:(NSString *)fontName resourceName:(NSString *)resourceName fontType:(NSString *)fontType size:(CGFloat)size
{
    UIFont *font = [UIFont fontWithName:fontName size:size];
    if (!font) {
        [[self class] loadFontResourceNamed:resourceName withExtension:fontType];
        font = [UIFont fontWithName:fontName size:size];

        // safe fallback
        if (!font) {
            font = [UIFont systemFontOfSize:size];
        }
    }

    return font;
}

+ (void)loadFontNamed:(NSString *)fontName resourceNamed:(NSString *)resourceName withExtension:(NSString *)extension {
    UIFont *font = [UIFont fontWithName:fontName size:UIFont.systemFontSize];
    if (!font) {
        [self loadFontResourceNamed:resourceName withExtension:FontTypeTTF];
    }
}

+ (void)loadFontResourceNamed:(NSString *)name withExtension:(NSString *)extension
{
    NSURL *url = [[self resourceBundle] URLForResource:name withExtension:extension];

    CFErrorRef error;
    if (!CTFontManagerRegisterFontsForURL((CFURLRef)url, kCTFontManagerScopeProcess, &error)) {
        CFStringRef errorDescription = CFErrorCopyDescription(error);
        NSLog(@"Failed to load font: %@", errorDescription);
        CFRelease(errorDescription);
    }

    return;
}
@end
