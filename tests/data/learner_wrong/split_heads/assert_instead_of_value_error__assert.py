# mistake: asserts instead of raising ValueError
import numpy as np


def split_heads(x, num_heads):
    b, t, d = x.shape
    assert d % num_heads == 0, "d_model must divide"
    return x.reshape(b, t, num_heads, d // num_heads).transpose(0, 2, 1, 3)
