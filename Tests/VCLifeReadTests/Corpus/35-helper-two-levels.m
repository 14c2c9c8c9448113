#import "StoreViewController.h"

@interface StoreViewController : UIViewController
@end

@implementation StoreViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [self setUp];
}

- (void)setUp {
    self.title = @"Store";
    [self startObserving];
}

- (void)startObserving {
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(pricesChanged:) name:@"PricesChanged" object:nil];
}

@end
