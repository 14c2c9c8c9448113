#import "AlbumViewController.h"

@interface AlbumViewController : UIViewController {
    UIImage *coverImage;
}
@property (nonatomic, retain) IBOutlet UIImageView *coverView;
@property (nonatomic, retain) IBOutlet UILabel *captionLabel;
@end

@implementation AlbumViewController

@synthesize coverView, captionLabel;

- (void)viewDidLoad {
    [super viewDidLoad];
    coverImage = [[UIImage imageNamed:@"cover"] retain];
    self.coverView.image = coverImage;
}

- (void)viewDidUnload {
    [self setCoverView:nil];
    [captionLabel release];
    captionLabel = nil;
    [super viewDidUnload];
}

- (void)dealloc {
    [coverImage release];
    [coverView release];
    [captionLabel release];
    [super dealloc];
}

@end
