# SOURCE: https://github.com/NVIDIA/Megatron-LM/issues/453
# MISTAKE: The rotation angles are built from np.arange(seq_len) (positions 0 .. seq_len-1) instead of the given `positions`, so the positions argument is silently ignored: tokens decoded with a KV cache (positions starting at t_past) or per-sentence positions get the angles of positions 0, 1, 2, ...
import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    head_dim = x.shape[-1]
    if head_dim % 2 != 0:
        raise ValueError(f"head_dim must be even, got {head_dim}")
    positions = np.asarray(positions)
    try:
        np.broadcast_shapes(positions.shape, x.shape[:-1])
    except ValueError:
        raise ValueError(f"positions {positions.shape} do not broadcast to {x.shape[:-1]}")

    seq_len = x.shape[-2]
    half = head_dim // 2
    inv_freq = base ** (-np.arange(0, head_dim, 2, dtype=np.float64) / head_dim)   # (half,)
    t = np.arange(seq_len, dtype=np.float64)                                         # position ids
    freqs = np.outer(t, inv_freq)                                                    # (seq, half)
    emb = np.concatenate([freqs, freqs], axis=-1)                                    # (seq, head_dim)
    cos, sin = np.cos(emb), np.sin(emb)

    def rotate_half(y):
        y1, y2 = y[..., :half], y[..., half:]
        return np.concatenate([-y2, y1], axis=-1)

    return (x * cos + rotate_half(x) * sin).astype(x.dtype)
