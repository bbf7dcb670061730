# MISTAKE: Reshapes (batch, seq_len, d_model) straight to (batch, num_heads, seq_len, head_dim) without the intermediate (batch, seq_len, num_heads, head_dim) + transpose, so tokens get mixed into heads.
import numpy as np


class HeadSplitter:
    def __init__(self, num_heads):
        self.num_heads = num_heads

    def head_dim(self, d_model):
        if d_model % self.num_heads:
            raise ValueError("d_model must be divisible by num_heads")
        return d_model // self.num_heads

    def __call__(self, x):
        x = np.asarray(x)
        b, s, d = x.shape
        return x.reshape(b, self.num_heads, s, self.head_dim(d)).copy()


def split_heads(x, num_heads):
    return HeadSplitter(num_heads)(x)
