# MISTAKE: np.split along the feature axis stacked with np.array puts the head axis first, giving shape (num_heads, batch, seq_len, head_dim).
import numpy as np


def split_heads(x, num_heads):
    if x.shape[-1] % num_heads != 0:
        raise ValueError("cannot split d_model into equal heads")
    chunks = np.split(x, num_heads, axis=-1)
    return np.array(chunks)
