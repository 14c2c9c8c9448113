#import "PhotoViewController.h"

@interface PhotoViewController : UIViewController
@property (nonatomic, strong) UIImage *fullImage;
@end

@implementation PhotoViewController

- (void)didReceiveMemoryWarning {
    [super didReceiveMemoryWarning];
    if ([self isViewLoaded] && [self.view window] == nil) {
        self.fullImage = nil;
        self.view = nil;
    }
}

@end
