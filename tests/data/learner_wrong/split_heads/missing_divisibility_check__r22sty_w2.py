# MISTAKE: no divisibility check: head_dim = d_model // num_heads silently drops the trailing d_model % num_heads features instead of raising ValueError.
import numpy as np


class HeadSplitter:
    def __init__(self, num_heads):
        self.h = num_heads

    def __call__(self, x):
        b, t, d = x.shape
        hd = d // self.h
        used = x[..., : hd * self.h]
        return used.reshape(b, t, self.h, hd).transpose(0, 2, 1, 3)


def split_heads(x, num_heads):
    return HeadSplitter(num_heads)(np.asarray(x))
