#import "CanvasViewController.h"

@interface CanvasViewController : UIViewController
@end

@implementation CanvasViewController

- (void)loadView {
    // [super loadView];
    self.view = [[CanvasView alloc] initWithFrame:CGRectZero];
}

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(colorsChanged:) name:@"PaletteChanged" object:nil];
}

- (void)dealloc {
    /* [[NSNotificationCenter defaultCenter] removeObserver:self]; */
}

@end
