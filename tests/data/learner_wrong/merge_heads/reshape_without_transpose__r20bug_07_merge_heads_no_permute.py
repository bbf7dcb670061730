# SOURCE: https://github.com/chelsea0x3b/dfdx/issues/158
# BUG: "MultiHeadAttention needs to permute before reshape": tokens of shape (B, H, S, V/H) are reshaped
#      straight to (B, S, V) without permuting the head axis behind the sequence axis first.
import numpy as np


def merge_heads(x):
    x = np.asarray(x)
    b, h, s, d = x.shape
    return x.reshape(b, s, h * d).copy()          # BUG: missing transpose(0, 2, 1, 3) before reshape
