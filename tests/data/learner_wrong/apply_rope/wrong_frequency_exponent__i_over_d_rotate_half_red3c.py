import numpy as np

# wrong: frequency exponent -i/h*... uses i/d instead of 2i/d (theta_i = base^(-i/d))
def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("head_dim must be even")
    h = d // 2
    theta = base ** (-np.arange(h) / d)
    ang = np.asarray(positions, dtype=float)[..., None] * theta
    rot = np.concatenate([-x[..., h:], x[..., :h]], axis=-1)
    cos = np.concatenate([np.cos(ang)] * 2, axis=-1)
    sin = np.concatenate([np.sin(ang)] * 2, axis=-1)
    return (x * cos + rot * sin).astype(x.dtype)
