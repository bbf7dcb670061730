# WRONG: a @ b.T gives all pairs (and reverses leading axes of b) instead of one dot product per broadcast row
import numpy as np

def dot_similarity(a, b):
    return a @ b.T
