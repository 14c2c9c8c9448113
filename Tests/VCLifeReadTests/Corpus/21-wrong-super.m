#import "ScoreViewController.h"

@interface ScoreViewController : UIViewController
@end

@implementation ScoreViewController

- (void)viewDidAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    [self.scoreLabel setNeedsDisplay];
}

@end
