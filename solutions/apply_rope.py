"""Reference: rotary position embedding, rotate-half (GPT-NeoX / Hugging Face LLaMA) pairing.

Su et al. 2021 (RoFormer) rotate each 2-d pair of a query/key by pos * theta_i with
theta_i = base^(-2i/d). Then q_m . k_n = Re[sum_i q_i conj(k_i) e^{i (m - n) theta_i}] depends on
the positions only through m - n: attention sees relative positions. RoFormer pairs neighbours
(2i, 2i+1); GPT-NeoX and LLaMA (Hugging Face) pair feature i with i + d/2 ("rotate_half") -- the
same idea with permuted features. This reference uses rotate-half.
"""

import numpy as np


def apply_rope(x, positions, base=10000.0):
    """Rotate pairs (i, i + d/2) of x by positions * base^(-2i/d)."""
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2 != 0:
        raise ValueError(f"head_dim must be even, got {d}")
    try:  # positions (seq_len,) or anything that broadcasts to x.shape[:-1]; never cut to fit
        np.broadcast_shapes(np.shape(positions), x.shape[:-1])
    except ValueError:
        raise ValueError(f"positions of shape {np.shape(positions)} do not broadcast to {x.shape[:-1]}") from None
    h = d // 2
    theta = base ** (-np.arange(h, dtype=np.float64) * 2.0 / d)             # (h,) theta_i = base^(-2i/d)
    angles = np.asarray(positions, dtype=np.float64)[..., None] * theta     # (..., seq_len, h)
    cos, sin = np.cos(angles), np.sin(angles)
    x1, x2 = x[..., :h], x[..., h:]                                          # (..., seq_len, h) each: the two halves
    out = np.concatenate([x1 * cos - x2 * sin, x2 * cos + x1 * sin], axis=-1)  # (..., seq_len, d)
    return out.astype(x.dtype, copy=False)
