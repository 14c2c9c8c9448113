#import <objc/runtime.h>
#import "TrackedViewController.h"

@interface TrackedViewController : UIViewController
@end

@implementation TrackedViewController

+ (void)load {
    Method original = class_getInstanceMethod(self, @selector(viewDidAppear:));
    Method tracked = class_getInstanceMethod(self, @selector(tracked_viewDidAppear:));
    method_exchangeImplementations(original, tracked);
}

- (void)viewDidAppear:(BOOL)animated {
    [super viewDidAppear:animated];
}

@end
