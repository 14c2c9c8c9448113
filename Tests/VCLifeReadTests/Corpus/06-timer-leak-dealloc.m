#import "SlideshowViewController.h"

@interface SlideshowViewController ()
@property (nonatomic, strong) NSTimer *advanceTimer;
@end

@implementation SlideshowViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.advanceTimer = [NSTimer scheduledTimerWithTimeInterval:3.0 target:self selector:@selector(advance) userInfo:nil repeats:YES];
}

- (void)advance {
    self.index += 1;
}

- (void)dealloc {
    [_advanceTimer invalidate];
}

@end
