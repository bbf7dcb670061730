# mistake: always returns float32 (float64 heads demoted)
import numpy as np


def merge_heads(x):
    b, h, s, d = x.shape
    return x.transpose(0, 2, 1, 3).reshape(b, s, h * d).astype(np.float32)
