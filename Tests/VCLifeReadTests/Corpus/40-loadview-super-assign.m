#import "ReaderViewController.h"

@interface ReaderViewController : UIViewController
@end

@implementation ReaderViewController

- (void)loadView {
    [super loadView];
    self.view = [[UIScrollView alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
}

@end
