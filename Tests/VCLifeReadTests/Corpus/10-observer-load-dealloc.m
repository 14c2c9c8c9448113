#import "InboxViewController.h"

@implementation InboxViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self
                                             selector:@selector(messagesChanged:)
                                                 name:@"InboxMessagesChanged"
                                               object:nil];
}

- (void)messagesChanged:(NSNotification *)note {
    [self.tableView reloadData];
}

- (void)dealloc {
    [[NSNotificationCenter defaultCenter] removeObserver:self];
}

@end
