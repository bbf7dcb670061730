# URL: https://github.com/649453932/Chinese-Text-Classification-Pytorch/issues/53
# Bug: reshapes (batch, seq, d) straight to (batch, heads, seq, hd) (Q.view(batch*heads, -1, dim_head)) without the transpose: mixes tokens into heads.
import numpy as np

def split_heads(x, num_heads):
    b, t, d = x.shape
    if d % num_heads:
        raise ValueError("d_model % num_heads")
    return x.reshape(b, num_heads, t, d // num_heads)
