# WRONG: np.stack(np.split(...), axis=2) leaves the head axis behind seq: returns (batch, seq, heads, hd) instead of (batch, heads, seq, hd)
import numpy as np

def split_heads(x, num_heads):
    if x.shape[-1] % num_heads:
        raise ValueError("not divisible")
    chunks = np.split(x, num_heads, axis=-1)      # torch.chunk
    return np.stack(chunks, axis=2)
