# WRONG: reshapes straight to (batch, heads, seq, hd) (mixes tokens) AND silently drops trailing features when d_model % num_heads != 0 instead of raising
import numpy as np

def split_heads(x, num_heads):
    b, s, d = x.shape
    hd = d // num_heads
    x = x[..., : num_heads * hd]
    return x.reshape(b, num_heads, s, hd)
