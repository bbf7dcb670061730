# MISTAKE: (1) wrong index map: head h takes the strided features h, h+H, h+2H, ... (x[..., h::H])
#          instead of the contiguous block [h*hd, (h+1)*hd); (2) the output buffer is np.zeros with the
#          default float64 dtype, so float32 input comes back float64.
import numpy as np


def split_heads(x, num_heads):
    batch, seq_len, d_model = x.shape
    if d_model % num_heads:
        raise ValueError("not divisible")
    hd = d_model // num_heads
    out = np.zeros((batch, num_heads, seq_len, hd))
    for h in range(num_heads):
        out[:, h] = x[:, :, h::num_heads]
    return out
