# MISTAKE: (1) head h takes the strided features x[..., h::num_heads] (interleaved) instead of the contiguous block [h*hd, (h+1)*hd); (2) no divisibility check: features are silently truncated to head_dim = d // num_heads instead of ValueError.
import numpy as np

def split_heads(x, num_heads):
    hd = x.shape[-1] // num_heads
    heads = [x[..., h::num_heads][..., :hd] for h in range(num_heads)]
    return np.stack(heads, axis=1)
