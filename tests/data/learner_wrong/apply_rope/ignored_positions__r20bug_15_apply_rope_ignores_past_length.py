# SOURCE: https://github.com/huggingface/transformers/pull/22416
# BUG: RoFormerEncoder "generates position embeddings based on the seq_len of the hidden_states" -- when generating
#      token by token seq_len is 1 and the length of past_key_values is ignored, so positions always restart at 0.
import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2:
        raise ValueError("head_dim must be even")
    np.broadcast_shapes(np.shape(positions), x.shape[:-1])
    seq_len = x.shape[-2]
    pos = np.arange(seq_len, dtype=np.float64)    # BUG: positions derived from seq_len, the given offsets ignored
    h = d // 2
    theta = base ** (-2.0 * np.arange(h) / d)
    ang = pos[:, None] * theta[None, :]
    cos, sin = np.cos(ang), np.sin(ang)
    x1, x2 = x[..., :h], x[..., h:]
    out = np.concatenate([x1 * cos - x2 * sin, x2 * cos + x1 * sin], axis=-1)
    return out.astype(x.dtype)
