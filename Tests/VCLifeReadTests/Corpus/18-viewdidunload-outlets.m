#import "EditorViewController.h"

@interface EditorViewController : UIViewController
@property (nonatomic, retain) IBOutlet UITextView *textView;
@property (nonatomic, retain) IBOutlet UIButton *saveButton;
@property (nonatomic, retain) NSArray *suggestions;
@end

@implementation EditorViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.suggestions = [NSArray arrayWithObjects:@"a", @"b", nil];
}

- (void)viewDidUnload {
    self.textView = nil;
    self.saveButton = nil;
    self.suggestions = nil;
    [super viewDidUnload];
}

@end
