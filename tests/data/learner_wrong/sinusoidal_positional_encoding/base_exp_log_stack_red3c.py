import numpy as np

# correct: PyTorch-tutorial div_term via exp/log, interleaved with stack+reshape
def sinusoidal_positional_encoding(seq_len, d_model):
    if not isinstance(d_model, (int, np.integer)) or d_model <= 0 or d_model % 2:
        raise ValueError(f"d_model must be a positive even int, got {d_model}")
    if seq_len < 0:
        raise ValueError(f"seq_len must be >= 0, got {seq_len}")
    position = np.arange(seq_len, dtype=np.float64)[:, None]
    div_term = np.exp(np.arange(0, d_model, 2, dtype=np.float64) * (-np.log(10000.0) / d_model))
    a = position * div_term
    return np.stack([np.sin(a), np.cos(a)], axis=-1).reshape(seq_len, d_model)
