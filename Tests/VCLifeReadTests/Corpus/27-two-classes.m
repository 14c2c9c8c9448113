#import <UIKit/UIKit.h>

@interface MenuViewController : UIViewController
@end

@interface OrderViewController : MenuViewController
@end

@implementation MenuViewController
- (void)viewDidLoad {
    [super viewDidLoad];
}
@end

@implementation OrderViewController
- (void)viewDidLoad {
    [self buildOrder];
}
- (void)buildOrder {
    self.total = 0;
}
@end
