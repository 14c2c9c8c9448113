#import "TickerViewController.h"

@interface TickerViewController : UIViewController
@property (nonatomic, strong) NSTimer *ticker;
@end

@implementation TickerViewController

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    __weak typeof(self) weakSelf = self;
    self.ticker = [NSTimer scheduledTimerWithTimeInterval:1.0 repeats:YES block:^(NSTimer *timer) {
        [weakSelf updatePrices];
    }];
}

- (void)viewWillDisappear:(BOOL)animated {
    [super viewWillDisappear:animated];
    [self.ticker invalidate];
}

@end
