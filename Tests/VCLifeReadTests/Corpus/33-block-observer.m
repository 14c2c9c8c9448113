#import "ChatViewController.h"

@interface ChatViewController : UIViewController
@end

@implementation ChatViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserverForName:UIKeyboardWillShowNotification object:nil queue:nil usingBlock:^(NSNotification *note) {
        [self scrollToBottom];
    }];
}

@end
