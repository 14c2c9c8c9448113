#import "AnalyticsViewController.h"

@interface AnalyticsViewController : UIViewController
@end

@implementation AnalyticsViewController

- (void)viewDidAppear:(BOOL)animated {
    [super viewDidAppear:animated];
#ifdef ANALYTICS
    [Tracker logScreen:@"Analytics"];
#endif
}

@end
