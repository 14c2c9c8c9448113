#import "SplashViewController.h"

@interface SplashViewController ()
@end

@implementation SplashViewController

- (void)viewDidAppear:(BOOL)animated {
    [super viewDidAppear:animated];
    [NSTimer scheduledTimerWithTimeInterval:2.0 target:self selector:@selector(finish) userInfo:nil repeats:NO];
}

- (void)finish {
    [self dismissViewControllerAnimated:YES completion:nil];
}

@end
