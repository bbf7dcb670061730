# URL: https://github.com/hackiey/QAnet-pytorch/issues/2
# Bug: heads merged with a plain reshape (heads.view(batch, l, -1)) without moving the head axis behind the sequence axis, which mixes tokens when num_heads > 1.
import numpy as np


def merge_heads(x):
    b, h, t, d = x.shape
    return x.reshape(b, t, h * d).copy()
