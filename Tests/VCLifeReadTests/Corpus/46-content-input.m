#import "RecipeViewController.h"

@interface RecipeViewController : UIViewController
@property (nonatomic, strong) Recipe *recipe;
@property (nonatomic, weak) IBOutlet UILabel *titleLabel;
@end

@implementation RecipeViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.titleLabel.text = self.recipe.title;
}

- (void)viewDidUnload {
    [super viewDidUnload];
    self.recipe = nil;
}

@end
