import numpy as np


def dot_similarity(a, b):
    return a @ b.T  # every row of a with every row of b: an (n, n) matrix, not n row-wise dots
