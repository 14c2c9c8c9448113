#import "PollingViewController.h"

@interface PollingViewController ()
@property (nonatomic, strong) NSTimer *pollTimer;
@end

@implementation PollingViewController

- (void)viewDidAppear:(BOOL)animated {
    [super viewDidAppear:animated];
    self.pollTimer = [NSTimer scheduledTimerWithTimeInterval:5.0
                                                      target:self
                                                    selector:@selector(poll:)
                                                    userInfo:nil
                                                     repeats:YES];
}

- (void)viewDidDisappear:(BOOL)animated {
    [self.pollTimer invalidate];
    self.pollTimer = nil;
    [super viewDidDisappear:animated];
}

- (void)poll:(NSTimer *)timer {
    [self refresh];
}

@end
