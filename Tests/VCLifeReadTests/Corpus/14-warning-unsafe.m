#import "MapViewController.h"

@interface MapViewController : UIViewController
@end

@implementation MapViewController

- (void)didReceiveMemoryWarning {
    [super didReceiveMemoryWarning];
    self.view = nil;
}

@end
