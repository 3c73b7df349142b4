static NSString *const kBold = @"Inter-Bold";
#define kTitle @"Inter-Black"
[UIFont fontWithName:@"Inter\u00E9" size:17];
[UIFontDescriptor fontDescriptorWithName:kBold size:12];
/* [UIFont fontWithName:@"x" size:1] */ CTFontManagerRegisterFontsForURL(url, scope, NULL);
