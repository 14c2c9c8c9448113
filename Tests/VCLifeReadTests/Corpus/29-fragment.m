- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Fragment";
}
