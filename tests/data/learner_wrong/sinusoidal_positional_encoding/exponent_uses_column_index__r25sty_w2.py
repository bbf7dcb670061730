# MISTAKE: every column j uses its own exponent j/d_model, so the cosine column 2i+1 gets frequency 10000^-((2i+1)/d) instead of sharing 10000^-(2i/d) with its sine column.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    # MATLAB: [P, J] = ndgrid(0:L-1, 0:d-1); A = P ./ 10000.^(J/d);
    if d_model < 2 or d_model % 2 != 0:
        raise ValueError("d_model must be even and >= 2")
    if seq_len < 0:
        raise ValueError("seq_len must be non-negative")
    P, J = np.meshgrid(np.arange(seq_len), np.arange(d_model), indexing="ij")
    A = P / 10000.0 ** (J / d_model)
    PE = np.zeros((seq_len, d_model))
    PE[:, 0::2] = np.sin(A[:, 0::2])
    PE[:, 1::2] = np.cos(A[:, 1::2])
    return PE

