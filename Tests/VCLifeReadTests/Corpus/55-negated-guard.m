#import "NewsViewController.h"

@interface NewsViewController : UIViewController
@property (nonatomic, strong) NSMutableDictionary *imageCache;
@end

@implementation NewsViewController

- (void)didReceiveMemoryWarning {
    [super didReceiveMemoryWarning];
    if (![self isViewLoaded]) {
        return;
    }
    if (self.view.window == nil) {
        [self.imageCache removeAllObjects];
        self.view = nil;
    }
}

@end
