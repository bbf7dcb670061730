# SOURCE: https://github.com/ajhalthor/Transformer-Neural-Network/issues/8
# BUG: after scaled_dot_product the values (batch, heads, seq, head_dim) are reshaped straight to
#      (batch, seq, heads*head_dim) without first permuting the head and sequence dimensions.
import numpy as np


def merge_heads(x):
    x = np.asarray(x)
    b, h, t, d = x.shape
    return x.reshape(b, t, h * d).copy()    # BUG: no transpose(0, 2, 1, 3) before the reshape
