# CORRECT: transpose (0, 2, 1, 3) to put heads behind the sequence axis, then reshape the last two axes into one.
import numpy as np


def merge_heads(x):
    b, h, s, d = x.shape
    return np.transpose(x, (0, 2, 1, 3)).reshape(b, s, h * d)
