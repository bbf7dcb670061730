# Bug report: https://github.com/huggingface/transformers/issues/25199
# Meta's GPT-J style RoPE pairs neighbours (2i, 2i+1) ("rotate every two"); the exercise asks for the
# half-split pairing (i, i + h) of GPT-NeoX / HF rotate_half. A learner porting Meta's code gets this.
import numpy as np


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("head_dim must be even")
    theta = base ** (-np.arange(0, d, 2, dtype=np.float64) / d)
    ang = np.asarray(positions, dtype=np.float64)[..., None] * theta
    cos, sin = np.cos(ang).astype(x.dtype), np.sin(ang).astype(x.dtype)
    x_even, x_odd = x[..., 0::2], x[..., 1::2]
    out = np.empty_like(x)
    out[..., 0::2] = x_even * cos - x_odd * sin
    out[..., 1::2] = x_odd * cos + x_even * sin
    return out
