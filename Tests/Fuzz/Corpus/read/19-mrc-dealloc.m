#import "RadarViewController.h"

@interface RadarViewController : UIViewController {
    NSTimer *sweepTimer;
}
@end

@implementation RadarViewController

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    sweepTimer = [[NSTimer scheduledTimerWithTimeInterval:0.05 target:self selector:@selector(sweep) userInfo:nil repeats:YES] retain];
}

- (void)viewWillDisappear:(BOOL)animated {
    [super viewWillDisappear:animated];
    [sweepTimer invalidate];
    [sweepTimer release];
    sweepTimer = nil;
}

- (void)dealloc {
    [super dealloc];
}

@end
