#import "WPStyleGuide.h"
#import "UITableViewTextFieldCell.h"
#import "UIColor+Helpers.h"
#import <DTCoreText/DTCoreText.h>

@implementation WPStyleGuide

#pragma mark - Fonts
+ (UIFont *)largePostTitleFont
{
    return [UIFont fontWithName:@"OpenSans-Light" size:32.0];
}

+ (NSDictionary *)largePostTitleAttributes
{
    NSMutableParagraphStyle *paragraphStyle = [[NSMutableParagraphStyle alloc] init];
    paragraphStyle.minimumLineHeight = 35;
    paragraphStyle.maximumLineHeight = 35;
    return @{NSParagraphStyleAttributeName: paragraphStyle, NSFontAttributeName : [self largePostTitleFont]};
}

+ (UIFont *)postTitleFont
{
    return [UIFont fontWithName:@"OpenSans" size:16.0];
}

+ (UIFont *)postTitleFontBold
{
    return [UIFont fontWithName:@"OpenSans-Bold" size:16.0];
}

+ (UIFont *)tableviewTextFont
{
    return [UIFont fontWithName:@"OpenSans" size:18.0];
}

+ (UIFont *)tableviewSubtitleFont
{
    return [UIFont fontWithName:@"OpenSans-Light" size:18.0];
}

+ (UIFont *)tableviewSectionHeaderFont
{
    return [UIFont fontWithName:@"OpenSans-Bold" size:12.0];
}

@end
