#import "LegacyViewController.h"

@interface LegacyViewController : UIViewController
@property (nonatomic, strong) IBOutlet UIWebView *webView;
@end

@implementation LegacyViewController

- (void)didReceiveMemoryWarning {
    [super didReceiveMemoryWarning];
    if ([[[UIDevice currentDevice] systemVersion] floatValue] >= 6.0) {
        if ([self isViewLoaded] && self.view.window == nil) {
            self.webView = nil;
            self.view = nil;
        }
    }
}

- (void)viewDidUnload {
    self.webView = nil;
    [super viewDidUnload];
}

@end
